"""The curator (seed Phase 4): daily archiving of stale items, backups, optional consolidation."""
