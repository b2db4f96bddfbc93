-- Trigram matching for the catalogue's search and search suggestions (typo-tolerant, partial words).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
