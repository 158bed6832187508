ALTER TABLE "auto_launch_fires" DROP CONSTRAINT "auto_launch_fires_rule_id_auto_launch_rules_id_fk";
