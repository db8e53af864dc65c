#include <stddef.h>

/// Bytes malloc has handed out and not taken back, over all arenas (small chunks plus mmapped ones).
size_t heap_bytes_in_use(void);
