#pragma once
// A report for position_checks::check_position in Catch2 tests: counts the properties that
// fail and shows the first five, with the move each is about.
#include <string>
#include <string_view>

#include <catch2/catch.hpp>

namespace position_checks {

struct FailureReport {
  int count = 0;
  bool check(bool ok, std::string_view what, std::string_view move = {}) {
    if (!ok && ++count <= 5) FAIL_CHECK(std::string(what) + " " + std::string(move));
    return ok;
  }
};

}  // namespace position_checks
