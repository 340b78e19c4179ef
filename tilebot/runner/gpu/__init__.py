"""The mechanical cores of stages D and E: correctness checks and CUPTI device timing on a GPU.

``perf_stats`` is pure Python (statistics and the verdict rules) and imports on any machine; the
other modules need torch and a CUDA device, and import it only when they run.
"""
