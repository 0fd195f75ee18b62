package com.example.bookmarks;

import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import org.springframework.stereotype.Service;

/** Keeps bookmarks in memory: the tests replace it with a mock, so its storage does not matter. */
@Service
public class BookmarkService {

    private final Map<Long, Bookmark> store = new ConcurrentHashMap<>();
    private final AtomicLong ids = new AtomicLong();

    public Optional<Bookmark> find(long id) {
        return Optional.ofNullable(store.get(id));
    }

    public Bookmark save(Bookmark bookmark) {
        long id = ids.incrementAndGet();
        Bookmark saved = new Bookmark(id, bookmark.title(), bookmark.url());
        store.put(id, saved);
        return saved;
    }
}
