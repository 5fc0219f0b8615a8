CREATE TABLE "product_groups" (
	"product_key" text PRIMARY KEY NOT NULL,
	"level" text NOT NULL,
	"price" integer NOT NULL,
	"product_types" text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"sk" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"kind" text NOT NULL,
	"level" text,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"price" integer NOT NULL,
	"sort" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_type_unique" UNIQUE("type")
);
