package com.example.inventory;

/** An item in stock; {@code location} is null until the item has been shelved. */
public record Item(String sku, String name, int quantity, String location) {
}
