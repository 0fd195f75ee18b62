package com.example.support;

import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.server.ResponseStatusException;

@RestController
@RequestMapping("/api/support")
class SupportController {

    record Question(String conversationId, String text) {
    }

    record Answer(String conversationId, String text) {
    }

    record CustomerMessage(String text) {
    }

    private final SupportAssistant assistant;

    SupportController(SupportAssistant assistant) {
        this.assistant = assistant;
    }

    @PostMapping("/ask")
    Answer ask(@RequestBody Question question) {
        if (isBlank(question.conversationId()) || isBlank(question.text())) {
            throw new ResponseStatusException(HttpStatus.BAD_REQUEST, "conversationId and text are required");
        }
        return new Answer(question.conversationId(), assistant.answer(question.conversationId(), question.text()));
    }

    @PostMapping("/triage")
    Triage triage(@RequestBody CustomerMessage message) {
        if (isBlank(message.text())) {
            throw new ResponseStatusException(HttpStatus.BAD_REQUEST, "text is required");
        }
        return assistant.triage(message.text());
    }

    private static boolean isBlank(String value) {
        return value == null || value.isBlank();
    }
}
