CREATE TABLE "fraud_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"description" text NOT NULL,
	"hash" text,
	"url" text,
	"locale" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
