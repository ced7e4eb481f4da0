"""s42M12: a Sentry DSN the note calls public or client-side (it is the project's public client key, shipped in every app),
beside twins that give a DSN with no such word, a DSN with its old secret part, and a Sentry auth token called public
(`published._SENTRY_DSN`; stop 38, round 19's Android DSN row)."""
from batch_writer import Batch

batch = Batch("s42M12")
batch.add('sentry-secret', 'secret',
          "Sentry DSN for the backend: https://3f9c2a61b0d84e7fa1c5d2e9b7a40c13@o4501234.ingest.sentry.io/4505678", lang='en')
batch.add('sentry-secret', 'secret',
          "Old-style DSN with the secret (public key docs say rotate it): https://3f9c2a61b0d84e7fa1c5d2e9b7a40c13:8b1d2e3f4a5b6c7d8e9f0a1b2c3d4e5f@sentry.io/123456", lang='en')
batch.add('sentry-secret', 'secret',
          "Sentry auth token for CI (not public!): sntrys_eyJpYXQiOjE3MDAwMDAwMDAsInVybCI6Imh0dHBzOi8vc2VudHJ5LmlvIn0_Zm9vYmFyYmF6cXV4cXV1eHh5encxMjM0NTY3ODkw", lang='en')
batch.add('sentry-dsn-public', 'ordinary',
          "Web app Sentry DSN (public, goes into the JS bundle anyway): https://3f9c2a61b0d84e7fa1c5d2e9b7a40c13@o4501234.ingest.sentry.io/4505678", lang='en')
batch.add('sentry-dsn-public', 'ordinary',
          "DSN Sentry для фронта — публичный, он всё равно в коде клиента: https://9d41b2c07e5f4a3b8c6d1e2f3a4b5c6d@o981234.ingest.sentry.io/6123456", lang='ru')
batch.add('sentry-dsn-public', 'ordinary',
          "Client-side DSN for the iOS app: https://c0ffee00c0ffee00c0ffee00c0ffee00@o77777.ingest.us.sentry.io/1234567", lang='en')
batch.write()
