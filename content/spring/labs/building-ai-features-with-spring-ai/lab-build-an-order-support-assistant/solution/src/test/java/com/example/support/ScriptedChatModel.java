package com.example.support;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import org.springframework.ai.chat.messages.AssistantMessage;
import org.springframework.ai.chat.model.ChatModel;
import org.springframework.ai.chat.model.ChatResponse;
import org.springframework.ai.chat.model.Generation;
import org.springframework.ai.chat.prompt.Prompt;

/** A chat model that answers from a script and keeps every prompt it was sent, so tests need no LLM. */
class ScriptedChatModel implements ChatModel {

    private final Deque<String> replies = new ArrayDeque<>();
    private final List<Prompt> prompts = new ArrayList<>();

    ScriptedChatModel reply(String text) {
        replies.add(text);
        return this;
    }

    List<Prompt> prompts() {
        return prompts;
    }

    @Override
    public ChatResponse call(Prompt prompt) {
        prompts.add(prompt);
        String text = replies.isEmpty() ? "No scripted reply left" : replies.poll();
        return new ChatResponse(List.of(new Generation(new AssistantMessage(text))));
    }
}
