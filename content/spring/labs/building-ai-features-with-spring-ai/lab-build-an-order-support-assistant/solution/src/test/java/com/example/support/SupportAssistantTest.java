package com.example.support;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.ai.chat.client.ChatClient;
import org.springframework.ai.chat.memory.MessageWindowChatMemory;
import org.springframework.ai.chat.messages.Message;
import org.springframework.ai.chat.prompt.Prompt;

class SupportAssistantTest {

    private final ScriptedChatModel model = new ScriptedChatModel();
    private final SupportAssistant assistant = new SupportAssistant(
        ChatClient.builder(model), MessageWindowChatMemory.builder().build(), new OrderTools(new OrderBook()));

    @Test
    void sendsTheSystemRulesAndTheQuestionAndReturnsTheModelsText() {
        model.reply("Order A-1001 has shipped with Parcelpoint.");

        String answer = assistant.answer("c-1", "Where is my order A-1001?");

        assertThat(answer).isEqualTo("Order A-1001 has shipped with Parcelpoint.");
        Prompt prompt = model.prompts().get(0);
        assertThat(prompt.getSystemMessage().getText()).contains("never guess a status");
        assertThat(prompt.getUserMessage().getText()).isEqualTo("Where is my order A-1001?");
    }

    @Test
    void remembersEarlierTurnsOfTheSameConversationOnly() {
        model.reply("Which order do you mean?").reply("Thanks, looking at A-1002.").reply("Hello!");

        assistant.answer("c-1", "Where is my parcel?");
        assistant.answer("c-1", "It is A-1002");
        assistant.answer("c-2", "Hi");

        assertThat(texts(model.prompts().get(1)))
            .containsSubsequence("Where is my parcel?", "Which order do you mean?", "It is A-1002");
        assertThat(texts(model.prompts().get(2))).doesNotContain("Where is my parcel?", "It is A-1002");
    }

    @Test
    void refusesAQuestionWithoutConversationBeforeTheModelSeesIt() {
        assertThatThrownBy(() -> assistant.answer(null, "Where is my parcel?"))
            .isInstanceOf(IllegalArgumentException.class);
        assertThat(model.prompts()).isEmpty();
    }

    @Test
    void asksForJsonAndMapsTheReplyToATriage() {
        model.reply("""
            {"category": "DELIVERY", "urgency": 4, "summary": "Parcel A-1001 is three days late."}
            """);

        Triage triage = assistant.triage("My parcel A-1001 is three days late and I need it for a birthday!");

        assertThat(triage).isEqualTo(new Triage(Triage.Category.DELIVERY, 4, "Parcel A-1001 is three days late."));
        assertThat(model.prompts().get(0).getUserMessage().getText()).contains("JSON Schema");
    }

    private static List<String> texts(Prompt prompt) {
        return prompt.getInstructions().stream().map(Message::getText).toList();
    }
}
