"""Stage A's analysis of one op of a target repository: kernels, variants, test configurations, tolerances."""
