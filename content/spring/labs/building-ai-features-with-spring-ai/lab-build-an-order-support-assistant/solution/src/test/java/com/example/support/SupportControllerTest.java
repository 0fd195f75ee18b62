package com.example.support;

import static org.mockito.BDDMockito.given;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.webmvc.test.autoconfigure.WebMvcTest;
import org.springframework.http.MediaType;
import org.springframework.test.context.bean.override.mockito.MockitoBean;
import org.springframework.test.web.servlet.MockMvc;

@WebMvcTest(SupportController.class)
class SupportControllerTest {

    @Autowired
    MockMvc mvc;

    @MockitoBean
    SupportAssistant assistant;

    @Test
    void answersAQuestionWithinItsConversation() throws Exception {
        given(assistant.answer("c-1", "Where is A-1001?")).willReturn("It has shipped.");

        mvc.perform(post("/api/support/ask").contentType(MediaType.APPLICATION_JSON)
                .content("{\"conversationId\":\"c-1\",\"text\":\"Where is A-1001?\"}"))
            .andExpect(status().isOk())
            .andExpect(jsonPath("$.conversationId").value("c-1"))
            .andExpect(jsonPath("$.text").value("It has shipped."));
    }

    @Test
    void refusesAQuestionWithoutConversation() throws Exception {
        mvc.perform(post("/api/support/ask").contentType(MediaType.APPLICATION_JSON)
                .content("{\"text\":\"Where is A-1001?\"}"))
            .andExpect(status().isBadRequest());
    }

    @Test
    void returnsTheTriageAsJson() throws Exception {
        given(assistant.triage("My invoice is wrong"))
            .willReturn(new Triage(Triage.Category.BILLING, 2, "Invoice amount is wrong."));

        mvc.perform(post("/api/support/triage").contentType(MediaType.APPLICATION_JSON)
                .content("{\"text\":\"My invoice is wrong\"}"))
            .andExpect(status().isOk())
            .andExpect(jsonPath("$.category").value("BILLING"))
            .andExpect(jsonPath("$.urgency").value(2));
    }
}
