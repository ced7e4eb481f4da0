"""What every edge shares (the CLI, the MCP server, the HTTP server): the one table that turns an
agentik error into an exit code / HTTP status / stable code (`errors`), and the one JSON view of a
note, a search hit, a page of notes and the stats (`views`). The layers below never import this."""
