package com.example.inventory;

import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.springframework.stereotype.Service;

/** Keeps the stock in memory, seeded with one shelved and one unshelved item. */
@Service
public class ItemService {

    private final Map<String, Item> items = new ConcurrentHashMap<>();

    public ItemService() {
        save(new Item("A-100", "Espresso cups", 24, "Aisle 3"));
        save(new Item("B-200", "Milk jug", 0, null));
    }

    public List<Item> all() {
        return items.values().stream().sorted(Comparator.comparing(Item::sku)).toList();
    }

    public Optional<Item> find(String sku) {
        return Optional.ofNullable(items.get(sku));
    }

    public Item save(Item item) {
        items.put(item.sku(), item);
        return item;
    }
}
