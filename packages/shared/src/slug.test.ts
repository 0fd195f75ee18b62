import { describe, expect, it } from 'vitest';
import { slugify } from './slug';

describe('slugify (lowercase, spaces to hyphens, other symbols removed)', () => {
  it.each([
    ['Spring Boot', 'spring-boot'],
    ['  Kubernetes   Fundamentals ', 'kubernetes-fundamentals'],
    ['C++ & Rust!', 'c-rust'],
    ['Already-a-slug', 'already-a-slug'],
    ['Ünïcode Títle', 'ncode-ttle'],
  ])('%j -> %j', (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });
});
