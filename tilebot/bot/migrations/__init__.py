"""Alembic migrations of the run store's schema (applied by ``tilebot.bot.store_schema.upgrade``).

A new revision: change the models, then ``alembic -c tilebot/bot/migrations/alembic.ini revision --autogenerate
-m "..."`` with ``TILEBOT_DATABASE_URL`` naming a database at head; tests/unit/test_store_migrations.py fails
while the models and the migrations disagree.
"""
