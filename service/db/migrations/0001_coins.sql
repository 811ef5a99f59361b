CREATE TABLE "coins" (
	"id" serial PRIMARY KEY NOT NULL,
	"symbol" text NOT NULL,
	"name" text NOT NULL,
	"network" text NOT NULL,
	"fee" text NOT NULL,
	"logo_path" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "coins_symbol_unique" UNIQUE("symbol")
);
