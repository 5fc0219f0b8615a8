CREATE TABLE "board_contents" (
	"id" text PRIMARY KEY NOT NULL,
	"html" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "board_posts" (
	"sk" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"title_grams" text[] NOT NULL,
	"question" text,
	"answer" text,
	"author" text NOT NULL,
	"ip" text,
	"content_id" text,
	"attached_file_id" text,
	"attached_file_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"media_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"owner_member_id" uuid,
	"owner_token" text,
	"owner_staff" boolean DEFAULT false NOT NULL,
	"public" boolean DEFAULT false NOT NULL,
	"attached_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inquiries" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"phone_number" text NOT NULL,
	"email" text NOT NULL,
	"content" text NOT NULL,
	"attached_file_id" text,
	"attached_file_name" text,
	"member_id" uuid,
	"status" text DEFAULT 'new' NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"privacy_agreed_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "org_inquiries" (
	"id" text PRIMARY KEY NOT NULL,
	"target_product" text NOT NULL,
	"org_name" text NOT NULL,
	"dept_name" text NOT NULL,
	"name" text NOT NULL,
	"post_code" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"address_detail" text DEFAULT '' NOT NULL,
	"examinee_count" integer NOT NULL,
	"phone_number" text NOT NULL,
	"email" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"attached_file_id" text,
	"attached_file_name" text,
	"member_id" uuid,
	"status" text DEFAULT 'new' NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"privacy_agreed_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organisation_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"name" text NOT NULL,
	"president" text NOT NULL,
	"type" text NOT NULL,
	"post_code" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"address_detail" text DEFAULT '' NOT NULL,
	"dept" text NOT NULL,
	"dept_person_name" text NOT NULL,
	"dept_person_phone_number" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "board_posts" ADD CONSTRAINT "board_posts_content_id_board_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."board_contents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_posts" ADD CONSTRAINT "board_posts_attached_file_id_files_id_fk" FOREIGN KEY ("attached_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_owner_member_id_members_id_fk" FOREIGN KEY ("owner_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_attached_file_id_files_id_fk" FOREIGN KEY ("attached_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_inquiries" ADD CONSTRAINT "org_inquiries_attached_file_id_files_id_fk" FOREIGN KEY ("attached_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_inquiries" ADD CONSTRAINT "org_inquiries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "board_posts_type_created" ON "board_posts" USING btree ("type","created_at" DESC NULLS LAST,"sk");--> statement-breakpoint
CREATE INDEX "board_posts_title_grams" ON "board_posts" USING gin ("title_grams");--> statement-breakpoint
CREATE INDEX "files_unattached" ON "files" USING btree ("created_at") WHERE attached_at is null;--> statement-breakpoint
CREATE INDEX "inquiries_created" ON "inquiries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "org_inquiries_created" ON "org_inquiries" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "organisation_requests_pending_uid" ON "organisation_requests" USING btree ("uid") WHERE status = 'pending';