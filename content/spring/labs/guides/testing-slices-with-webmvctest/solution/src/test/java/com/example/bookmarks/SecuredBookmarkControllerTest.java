package com.example.bookmarks;

import static org.mockito.BDDMockito.given;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.webmvc.test.autoconfigure.WebMvcTest;
import org.springframework.context.annotation.Import;
import org.springframework.security.test.context.support.WithMockUser;
import org.springframework.test.context.bean.override.mockito.MockitoBean;
import org.springframework.test.web.servlet.MockMvc;

@WebMvcTest(BookmarkController.class)
@Import(SecurityConfig.class)
class SecuredBookmarkControllerTest {

    @Autowired
    MockMvc mvc;

    @MockitoBean
    BookmarkService service;

    @Test
    void anonymousRequestsAreRejected() throws Exception {
        mvc.perform(get("/api/bookmarks/1")).andExpect(status().isUnauthorized());
    }

    @Test
    @WithMockUser
    void authenticatedUsersCanRead() throws Exception {
        given(service.find(1L)).willReturn(Optional.of(new Bookmark(1L, "Spring", "https://spring.io")));
        mvc.perform(get("/api/bookmarks/1")).andExpect(status().isOk());
    }
}
