package com.example.bookmarks;

import jakarta.validation.Valid;
import java.net.URI;
import java.util.Collection;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.server.ResponseStatusException;

@RestController
@RequestMapping("/api/bookmarks")
class BookmarkController {

    private final Map<Long, Bookmark> store = new ConcurrentHashMap<>();
    private final AtomicLong ids = new AtomicLong();

    @GetMapping
    Collection<Bookmark> all() {
        return store.values();
    }

    @GetMapping("/{id}")
    Bookmark one(@PathVariable long id) {
        Bookmark bookmark = store.get(id);
        if (bookmark == null) {
            throw new ResponseStatusException(HttpStatus.NOT_FOUND, "No bookmark with id " + id);
        }
        return bookmark;
    }

    @PostMapping
    ResponseEntity<Bookmark> create(@Valid @RequestBody Bookmark request) {
        long id = ids.incrementAndGet();
        Bookmark saved = new Bookmark(id, request.title(), request.url());
        store.put(id, saved);
        return ResponseEntity.created(URI.create("/api/bookmarks/" + id)).body(saved);
    }
}
