package com.example.notes;

import java.util.List;
import org.springframework.http.HttpStatus;
import org.springframework.security.core.Authentication;
import org.springframework.web.bind.annotation.*;

@RestController
@RequestMapping("/api/notes")
class NoteController {

    record NewNote(String text) {
    }

    private final NoteService notes;

    NoteController(NoteService notes) {
        this.notes = notes;
    }

    @GetMapping
    List<Note> mine(Authentication authentication) {
        return notes.ownedBy(authentication.getName());
    }

    @GetMapping("/{id}")
    Note one(@PathVariable long id) {
        return notes.find(id);
    }

    @PostMapping
    @ResponseStatus(HttpStatus.CREATED)
    Note create(@RequestBody NewNote request, Authentication authentication) {
        return notes.create(authentication.getName(), request.text());
    }

    @DeleteMapping("/{id}")
    @ResponseStatus(HttpStatus.NO_CONTENT)
    void delete(@PathVariable long id) {
        notes.delete(id);
    }
}
