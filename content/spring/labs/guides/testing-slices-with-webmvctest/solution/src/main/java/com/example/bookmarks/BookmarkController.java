package com.example.bookmarks;

import jakarta.validation.Valid;
import java.net.URI;
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

    private final BookmarkService service;

    BookmarkController(BookmarkService service) {
        this.service = service;
    }

    @GetMapping("/{id}")
    Bookmark one(@PathVariable long id) {
        return service.find(id)
            .orElseThrow(() -> new ResponseStatusException(HttpStatus.NOT_FOUND));
    }

    @PostMapping
    ResponseEntity<Bookmark> create(@Valid @RequestBody Bookmark request) {
        Bookmark saved = service.save(request);
        return ResponseEntity.created(URI.create("/api/bookmarks/" + saved.id())).body(saved);
    }
}
