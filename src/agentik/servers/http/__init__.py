"""`agentik serve`: the memory over HTTP (JSON API, OpenAPI, a web page). See the README."""

from .app import create_app
from .auth import ServerConfig
from .run import serve

__all__ = ["create_app", "ServerConfig", "serve"]
