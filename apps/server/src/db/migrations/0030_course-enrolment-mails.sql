-- the glossary (decision 036): a course's seat request is an enrolment; the mails sent for one keep one template name
UPDATE "outbox" SET "template" = 'course-enrolment' WHERE "template" = 'course-application';
