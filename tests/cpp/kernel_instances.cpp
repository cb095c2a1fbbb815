// The one file of the tests that compiles kernel_for (analysis/kernels.hpp): the others are
// built with BOARDLAB_KERNELS_INSTANTIATED_ELSEWHERE, so that the built-in games' playouts are
// compiled once, not in every file that plays a search or a batch.
#include <boardlab/analysis/kernels.hpp>

template boardlab::Kernel<64> boardlab::kernel_for(const boardlab::Game<64>&);
template boardlab::Kernel<128> boardlab::kernel_for(const boardlab::Game<128>&);
template boardlab::Kernel<256> boardlab::kernel_for(const boardlab::Game<256>&);
