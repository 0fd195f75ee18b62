package com.example.inventory;

import org.jspecify.annotations.Nullable;

/** An item in stock; {@code location} is null until the item has been shelved. */
public record Item(String sku, String name, int quantity, @Nullable String location) {
}
