package com.example.support;

import java.util.Map;
import java.util.Optional;
import org.springframework.stereotype.Component;

/** The shop's orders; a real service would ask the order system. */
@Component
public class OrderBook {

    private final Map<String, OrderStatus> orders = Map.of(
        "A-1001", new OrderStatus("A-1001", "SHIPPED", "Parcelpoint", "2026-12-02"),
        "A-1002", new OrderStatus("A-1002", "PACKING", "Parcelpoint", "2026-12-05"),
        "A-1003", new OrderStatus("A-1003", "DELIVERED", "Swiftpost", "2026-11-27"));

    public Optional<OrderStatus> find(String orderId) {
        return Optional.ofNullable(orders.get(orderId.strip().toUpperCase()));
    }
}
