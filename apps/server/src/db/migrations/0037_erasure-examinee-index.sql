-- The latest erasure request naming an examinee (a report key's look at what is held, a second
-- request refused while one waits) is found by containment in examinee_sks, without reading them all.
CREATE INDEX "erasure_requests_examinees" ON "erasure_requests" USING gin ("examinee_sks" jsonb_path_ops);
