package com.example.notes;

public record Note(Long id, String owner, String text) {
}
