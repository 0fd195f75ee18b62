package com.example.support;

public record OrderStatus(String orderId, String status, String carrier, String expectedDelivery) {
}
