"""Context compression (seed §10 phase 2): long conversations stay under the model's context limit.

    from agentik.agent.compression import Compressor
    agent = ChatAgent(..., compressor=Compressor(settings=settings))

Modules, one job each: `tokens` (TokenEstimator), `measure` (the size of the next request),
`split` (head / middle / tail), `prompts` (the summariser's prompt, RU/EN), `fallback` (the static
summary), `throttle` (anti-thrashing) and `compressor` (the Compressor that ties them together).
"""

from .compressor import CompressionResult, Compressor, Summariser
from .measure import RequestSize, measure_request
from .split import Split, split_conversation
from .throttle import Throttle, ThrottleState
from .tokens import TokenEstimator

__all__ = ["CompressionResult", "Compressor", "RequestSize", "Split", "Summariser", "Throttle", "ThrottleState",
           "TokenEstimator", "measure_request", "split_conversation"]
