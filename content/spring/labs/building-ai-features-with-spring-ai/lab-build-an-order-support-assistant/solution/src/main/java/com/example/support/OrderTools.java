package com.example.support;

import org.springframework.ai.tool.annotation.Tool;
import org.springframework.ai.tool.annotation.ToolParam;
import org.springframework.stereotype.Component;

/** What the model may look up. Public, so Spring AI calls the method without widening its access. */
@Component
public class OrderTools {

    private final OrderBook orders;

    public OrderTools(OrderBook orders) {
        this.orders = orders;
    }

    @Tool(description = "Returns the shipping status, carrier and expected delivery date of one order")
    public OrderStatus orderStatus(@ToolParam(description = "The order id, for example A-1001") String orderId) {
        // The model chose this argument: treat it as untrusted input, like a request parameter.
        return orders.find(orderId)
            .orElseThrow(() -> new IllegalArgumentException("No order with id " + orderId));
    }
}
