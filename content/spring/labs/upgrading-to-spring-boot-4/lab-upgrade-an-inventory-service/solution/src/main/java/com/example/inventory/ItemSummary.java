package com.example.inventory;

/** Version 2.0 of an item: whether it is in stock, without the exact quantity. */
public record ItemSummary(String sku, String name, boolean inStock) {
}
