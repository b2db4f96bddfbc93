-- pg_trgm declares the function behind `%>` (word similarity, the catalogue search's typo-tolerant match) at the
-- default cost of 1, as cheap as comparing two integers. It is not: each call takes both texts apart into
-- trigrams. With that cost the planner reads a small catalogue row by row and compares every name and brand,
-- where the trigram indexes would name the few candidates. Measured on the demo store (48 products), the search
-- statement ran 10.6k times a second row by row and 21.7k through the indexes for one word, 7.1k and 19.0k for
-- two, 5.8k and 20.3k for four. At 2000 the planner takes the indexes for searches of up to four words from a
-- few dozen products up (at 500, for one word only); a large catalogue took them already.
-- Only the function's owner may change its cost: a database whose pg_trgm was installed by another role keeps
-- the default, and the search works the same, only slower on a small catalogue.
DO $$
BEGIN
  ALTER FUNCTION word_similarity_commutator_op(text, text) COST 2000;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'pg_trgm belongs to another role: word_similarity_commutator_op keeps its cost';
END
$$;
