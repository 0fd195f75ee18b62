package com.example.bookmarks;

import static org.mockito.ArgumentMatchers.any;
import static org.mockito.BDDMockito.given;
import static org.mockito.Mockito.verifyNoInteractions;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.*;

import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.webmvc.test.autoconfigure.AutoConfigureMockMvc;
import org.springframework.boot.webmvc.test.autoconfigure.WebMvcTest;
import org.springframework.http.MediaType;
import org.springframework.test.context.bean.override.mockito.MockitoBean;
import org.springframework.test.web.servlet.MockMvc;

@WebMvcTest(BookmarkController.class)
@AutoConfigureMockMvc(addFilters = false)
class BookmarkControllerTest {

    @Autowired
    MockMvc mvc;

    @MockitoBean
    BookmarkService service;

    @Test
    void returnsBookmarkAsJson() throws Exception {
        given(service.find(1L)).willReturn(Optional.of(new Bookmark(1L, "Spring", "https://spring.io")));

        mvc.perform(get("/api/bookmarks/1").accept(MediaType.APPLICATION_JSON))
            .andExpect(status().isOk())
            .andExpect(content().contentType(MediaType.APPLICATION_JSON))
            .andExpect(jsonPath("$.title").value("Spring"));
    }

    @Test
    void unknownBookmarkIsNotFound() throws Exception {
        given(service.find(99L)).willReturn(Optional.empty());

        mvc.perform(get("/api/bookmarks/99")).andExpect(status().isNotFound());
    }

    @Test
    void invalidPayloadNeverReachesTheService() throws Exception {
        mvc.perform(post("/api/bookmarks")
                .contentType(MediaType.APPLICATION_JSON)
                .content("""
                    {"title": "", "url": "not a url"}
                    """))
            .andExpect(status().isBadRequest());

        verifyNoInteractions(service);
    }

    @Test
    void createReturnsLocation() throws Exception {
        given(service.save(any())).willReturn(new Bookmark(7L, "Spring", "https://spring.io"));

        mvc.perform(post("/api/bookmarks")
                .contentType(MediaType.APPLICATION_JSON)
                .content("""
                    {"title": "Spring", "url": "https://spring.io"}
                    """))
            .andExpect(status().isCreated())
            .andExpect(header().string("Location", "/api/bookmarks/7"));
    }
}
