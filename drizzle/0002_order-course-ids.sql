-- Orders name their course by the catalogue's id (courses.id), as every other
-- table does; the payment page's old keys are mapped once.
UPDATE "orders" SET "course_key" = CASE "course_key"
  WHEN 'ai-ml' THEN 'ai-machine-learning'
  WHEN 'python-fullstack' THEN 'python-full-stack'
  WHEN 'java-fullstack' THEN 'java-full-stack'
  WHEN 'cloud-azure' THEN 'azure-cloud'
  ELSE "course_key"
END;
