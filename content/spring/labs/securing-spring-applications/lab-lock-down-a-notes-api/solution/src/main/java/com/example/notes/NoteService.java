package com.example.notes;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import org.springframework.http.HttpStatus;
import org.springframework.security.access.prepost.PostAuthorize;
import org.springframework.security.access.prepost.PreAuthorize;
import org.springframework.stereotype.Service;
import org.springframework.web.server.ResponseStatusException;

@Service
public class NoteService {

    private final Map<Long, Note> notes = new ConcurrentHashMap<>();
    private final AtomicLong ids = new AtomicLong();

    public List<Note> ownedBy(String owner) {
        return notes.values().stream().filter(note -> note.owner().equals(owner)).toList();
    }

    public Note create(String owner, String text) {
        long id = ids.incrementAndGet();
        Note note = new Note(id, owner, text);
        notes.put(id, note);
        return note;
    }

    @PostAuthorize("returnObject.owner() == authentication.name or hasAuthority('SCOPE_notes:admin')")
    public Note find(long id) {
        Note note = notes.get(id);
        if (note == null) {
            throw new ResponseStatusException(HttpStatus.NOT_FOUND);
        }
        return note;
    }

    @PreAuthorize("hasAuthority('SCOPE_notes:admin')")
    public void delete(long id) {
        notes.remove(id);
    }
}
