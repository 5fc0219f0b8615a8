-- Year on year (issue 46): a pupil's earlier results at the organisation are found by name and
-- birth date, for every report and results page, without reading every examinee.
CREATE INDEX "examinees_identity" ON "examinees" USING btree ("name","dob");
