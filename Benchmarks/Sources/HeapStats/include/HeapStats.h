#include <stddef.h>

/// Bytes malloc has handed out and not taken back, over all arenas (small chunks plus mmapped ones).
size_t heap_bytes_in_use(void);

/// Starts or stops counting calls to malloc, calloc and realloc (all threads); counting costs one relaxed atomic
/// add per call, and nothing while stopped.
void heap_count_allocations(int enabled);

/// Calls counted since the process started (only while counting was enabled).
size_t heap_allocation_count(void);
