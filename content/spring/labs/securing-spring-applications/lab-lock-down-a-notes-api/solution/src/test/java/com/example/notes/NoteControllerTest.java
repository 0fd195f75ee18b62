package com.example.notes;

import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors.jwt;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.delete;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.webmvc.test.autoconfigure.WebMvcTest;
import org.springframework.context.annotation.Import;
import org.springframework.http.MediaType;
import org.springframework.security.core.authority.SimpleGrantedAuthority;
import org.springframework.test.web.servlet.MockMvc;

@WebMvcTest(NoteController.class)
@Import({ SecurityConfig.class, NoteService.class })
class NoteControllerTest {

    @Autowired
    MockMvc mvc;

    @Autowired
    NoteService notes;

    @Test
    void anonymousCallersAreUnauthorized() throws Exception {
        mvc.perform(get("/api/notes")).andExpect(status().isUnauthorized());
    }

    @Test
    void readScopeCannotCreate() throws Exception {
        mvc.perform(post("/api/notes")
                .with(jwt().authorities(new SimpleGrantedAuthority("SCOPE_notes:read")))
                .contentType(MediaType.APPLICATION_JSON).content("{\"text\":\"hi\"}"))
            .andExpect(status().isForbidden());
    }

    @Test
    void writeScopeCreatesNoteOwnedByTheSubject() throws Exception {
        mvc.perform(post("/api/notes")
                .with(jwt().jwt(token -> token.subject("ada"))
                    .authorities(new SimpleGrantedAuthority("SCOPE_notes:write")))
                .contentType(MediaType.APPLICATION_JSON).content("{\"text\":\"hi\"}"))
            .andExpect(status().isCreated())
            .andExpect(jsonPath("$.owner").value("ada"));
    }

    @Test
    void ownersCanReadTheirNotesButOthersCannot() throws Exception {
        Note note = notes.create("ada", "secret");

        mvc.perform(get("/api/notes/{id}", note.id())
                .with(jwt().jwt(token -> token.subject("ada"))
                    .authorities(new SimpleGrantedAuthority("SCOPE_notes:read"))))
            .andExpect(status().isOk());

        mvc.perform(get("/api/notes/{id}", note.id())
                .with(jwt().jwt(token -> token.subject("grace"))
                    .authorities(new SimpleGrantedAuthority("SCOPE_notes:read"))))
            .andExpect(status().isForbidden());
    }

    @Test
    void onlyAdminsCanDelete() throws Exception {
        Note note = notes.create("ada", "to delete");

        mvc.perform(delete("/api/notes/{id}", note.id())
                .with(jwt().authorities(new SimpleGrantedAuthority("SCOPE_notes:write"))))
            .andExpect(status().isForbidden());

        mvc.perform(delete("/api/notes/{id}", note.id())
                .with(jwt().authorities(new SimpleGrantedAuthority("SCOPE_notes:admin"))))
            .andExpect(status().isNoContent());
    }
}
