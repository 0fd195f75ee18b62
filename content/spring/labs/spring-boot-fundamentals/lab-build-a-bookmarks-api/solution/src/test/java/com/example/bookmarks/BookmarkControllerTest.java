package com.example.bookmarks;

import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.webmvc.test.autoconfigure.WebMvcTest;
import org.springframework.http.MediaType;
import org.springframework.test.web.servlet.MockMvc;

@WebMvcTest(BookmarkController.class)
class BookmarkControllerTest {

    @Autowired
    MockMvc mvc;

    @Test
    void rejectsInvalidBookmark() throws Exception {
        mvc.perform(post("/api/bookmarks")
                .contentType(MediaType.APPLICATION_JSON)
                .content("{\"title\":\"\",\"url\":\"not a url\"}"))
            .andExpect(status().isBadRequest());
    }
}
