package com.example.orders;

/** Published once an order is accepted; the order id is also the record key. */
public record OrderPlaced(String orderId, String sku, int quantity) {
}
