-- The sheets list's search (sdslist ?q=): each word ILIKE '%…%' in the product name, article number and sheet key
-- joined by spaces, read through a trigram index instead of every document of the company (pg_trgm, from 0002).
CREATE INDEX "publisher_documents_search_idx" ON "publisher_documents" USING gin (("product_name" || ' ' || "article_no" || ' ' || "sds_key") gin_trgm_ops);