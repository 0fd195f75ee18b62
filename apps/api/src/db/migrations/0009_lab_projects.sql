CREATE TABLE "lab_projects" (
	"tenant_id" text NOT NULL,
	"course" text NOT NULL,
	"lesson" text NOT NULL,
	"variant" text NOT NULL,
	"file_name" text NOT NULL,
	"data_base64" text NOT NULL,
	"hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lab_projects_tenant_id_course_lesson_variant_pk" PRIMARY KEY("tenant_id","course","lesson","variant")
);
