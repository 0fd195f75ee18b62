package com.example.inventory;

import java.util.List;
import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.server.ResponseStatusException;

@RestController
@RequestMapping("/api/items")
class ItemController {

    private final ItemService items;

    ItemController(ItemService items) {
        this.items = items;
    }

    @GetMapping
    List<Item> all() {
        return items.all();
    }

    @GetMapping("/{sku}")
    Item one(@PathVariable String sku) {
        return items.find(sku)
            .orElseThrow(() -> new ResponseStatusException(HttpStatus.NOT_FOUND, "No item " + sku));
    }
}
