package com.example.support;

import org.springframework.ai.chat.client.ChatClient;
import org.springframework.ai.chat.client.advisor.MessageChatMemoryAdvisor;
import org.springframework.ai.chat.memory.ChatMemory;
import org.springframework.stereotype.Service;

@Service
public class SupportAssistant {

    static final String ASSISTANT_SYSTEM = """
        You are the order support assistant of an online shop.
        Answer in at most three sentences. Use the orderStatus tool for any question about an order;
        never guess a status or a date. If the customer gives no order id, ask for it.
        """;

    static final String TRIAGE_SYSTEM = """
        You file customer messages for the support team. Urgency runs from 1 (can wait) to 5 (act now).
        The summary is one sentence of at most 15 words.
        """;

    private final ChatClient assistant;
    private final ChatClient classifier;

    public SupportAssistant(ChatClient.Builder builder, ChatMemory memory, OrderTools tools) {
        // clone() first: the builder is shared state, and the classifier needs neither tools nor memory.
        this.classifier = builder.clone().defaultSystem(TRIAGE_SYSTEM).build();
        this.assistant = builder
            .defaultSystem(ASSISTANT_SYSTEM)
            .defaultTools(tools)
            .defaultAdvisors(MessageChatMemoryAdvisor.builder(memory).build())
            .build();
    }

    public String answer(String conversationId, String question) {
        return assistant.prompt()
            .user(question)
            .advisors(advisor -> advisor.param(ChatMemory.CONVERSATION_ID, conversationId))
            .call()
            .content();
    }

    public Triage triage(String message) {
        return classifier.prompt()
            .user(message)
            .call()
            .entity(Triage.class);
    }
}
