package com.example.support;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.springframework.ai.support.ToolCallbacks;
import org.springframework.ai.tool.ToolCallback;
import org.springframework.ai.tool.execution.ToolExecutionException;

class OrderToolsTest {

    private final ToolCallback[] tools = ToolCallbacks.from(new OrderTools(new OrderBook()));

    @Test
    void describesOneToolNamedAfterItsMethod() {
        assertThat(tools).hasSize(1);
        assertThat(tools[0].getToolDefinition().name()).isEqualTo("orderStatus");
        assertThat(tools[0].getToolDefinition().inputSchema()).contains("orderId");
    }

    @Test
    void answersTheModelsCallWithJson() {
        String result = tools[0].call("{\"orderId\": \"a-1001\"}");

        assertThat(result).contains("SHIPPED").contains("2026-12-02");
    }

    @Test
    void reportsAnUnknownOrderAsAToolError() {
        assertThatThrownBy(() -> tools[0].call("{\"orderId\": \"B-9\"}"))
            .isInstanceOf(ToolExecutionException.class)
            .hasMessage("No order with id B-9");
    }
}
