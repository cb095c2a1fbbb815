// A batch of games stepped together (analysis/vector_env.hpp) for Python: each step releases the
// GIL and writes into new numpy arrays, which Python then owns. The Python layer
// (boardlab/envs/vector.py) checks the arguments and names the arrays.
#include <pybind11/numpy.h>
#include <pybind11/stl.h>

#include <boardlab/analysis/vector_env.hpp>
#include <boardlab/position_text.hpp>
#include <cstdint>
#include <memory>
#include <mutex>
#include <string>
#include <utility>
#include <variant>
#include <vector>

#include "core.hpp"

namespace boardlab::python {

namespace {

class PyVectorEnv {
  // The batch of the game's board capacity (a visit's return type is known only after its
  // definition: these come first).
  using Any = std::variant<std::unique_ptr<VectorEnv<64>>, std::unique_ptr<VectorEnv<128>>,
                           std::unique_ptr<VectorEnv<256>>>;

  template <class F>
  decltype(auto) visit(F&& f) {
    return std::visit([&](auto& p) -> decltype(auto) { return f(*p); }, env_);
  }
  template <class F>
  decltype(auto) visit(F&& f) const {
    return std::visit([&](const auto& p) -> decltype(auto) { return f(std::as_const(*p)); },
                      env_);
  }

 public:
  PyVectorEnv(const PyGame& game, int count, int threads) : game_(game) {
    game.visit([&](const auto& d) {
      using Env = VectorEnv<std::remove_cvref_t<decltype(d.game)>::max_cells>;
      env_ = std::make_unique<Env>(d.game, d.kernel, count, threads);
    });
    visit([&](const auto& env) {
      count_ = env.count();
      actions_ = env.action_count();
      shape_ = observation_shape(env.game());
    });
  }

  // Every game back to its start, written into `out` (a VectorStep of this batch's arrays) or,
  // when it is None, into new arrays.
  py::tuple reset(const py::object& out) {
    Arrays arrays = out.is_none() ? Arrays(*this) : Arrays(*this, out, "VectorEnv.reset");
    {
      py::gil_scoped_release release;
      const std::lock_guard<std::mutex> lock(busy_);
      visit([&](auto& env) { env.reset(arrays.output()); });
    }
    return arrays.tuple();
  }

  // Plays actions[i] (a whole number of any integer dtype) in game i; writes as reset does.
  py::tuple step(const py::array& actions, const py::object& out) {
    if (actions.ndim() != 1 || actions.shape(0) != count_)
      throw Error("VectorEnv.step: actions of shape " + shape_text(actions) +
                  " given, one a game (" + std::to_string(count_) + ",) expected");
    const char kind = actions.dtype().kind();
    if (kind != 'i' && kind != 'u')
      throw Error("VectorEnv.step: actions of dtype " + std::string(py::str(actions.dtype())) +
                  " given, whole numbers expected");
    // Read at the widest of its signedness, so that no number wraps into range nor is
    // reported as another (a uint64 past 2^63 read as signed would be negative).
    std::vector<std::int32_t> chosen(static_cast<std::size_t>(count_));
    const auto check = [&](auto wide) {
      for (int i = 0; i < count_; ++i) {
        const auto a = wide.at(i);
        if (std::cmp_less(a, 0) || !std::cmp_less(a, actions_))
          throw Error("VectorEnv.step: action " + std::to_string(a) + " of game " +
                      std::to_string(i) + " is not within 0.." + std::to_string(actions_ - 1));
        chosen[std::size_t(i)] = std::int32_t(a);
      }
    };
    using Unsigned = py::array_t<std::uint64_t, py::array::c_style | py::array::forcecast>;
    using Signed = py::array_t<std::int64_t, py::array::c_style | py::array::forcecast>;
    if (kind == 'u')
      check(Unsigned::ensure(actions));
    else
      check(Signed::ensure(actions));
    Arrays arrays = out.is_none() ? Arrays(*this) : Arrays(*this, out, "VectorEnv.step");
    {
      py::gil_scoped_release release;
      const std::lock_guard<std::mutex> lock(busy_);
      visit([&](auto& env) { env.step(chosen.data(), arrays.output()); });
    }
    return arrays.tuple();
  }

  py::array_t<std::int32_t> random_actions(std::uint64_t seed) {
    py::array_t<std::int32_t> out(count_);
    std::int32_t* data = out.mutable_data();
    {
      py::gil_scoped_release release;
      const std::lock_guard<std::mutex> lock(busy_);
      visit([&](auto& env) { env.random_actions(seed, data); });
    }
    return out;
  }

  std::string position_text(int i) const {
    if (i < 0 || i >= count_)
      throw Error("VectorEnv: game " + std::to_string(i) + " is not within 0.." +
                  std::to_string(count_ - 1));
    const std::lock_guard<std::mutex> lock(busy_);
    return visit([&](const auto& env) { return format_position(env.game(), env.position(i)); });
  }

  int count() const { return count_; }
  int action_count() const { return actions_; }
  py::tuple observation_shape_of() const {
    return py::make_tuple(shape_.planes, shape_.ranks, shape_.files);
  }
  const PyGame& game() const { return game_; }

 private:
  static std::string shape_text(const py::array& a) {
    std::string out = "(";
    for (py::ssize_t d = 0; d < a.ndim(); ++d)
      out += std::to_string(a.shape(d)) + (a.ndim() == 1 || d + 1 < a.ndim() ? "," : "");
    return out + ")";
  }

  // The arrays of one step, made (or checked) with the GIL held and filled without it.
  struct Arrays {
    py::array_t<float> observations;
    py::array_t<bool> masks;
    py::array_t<float> rewards;
    py::array_t<bool> terminated, truncated;
    py::array_t<std::int8_t> current_player;

    explicit Arrays(const PyVectorEnv& env)
        : observations({env.count_, env.shape_.planes, env.shape_.ranks, env.shape_.files}),
          masks({env.count_, env.actions_}),
          rewards({env.count_, 2}),
          terminated(env.count_),
          truncated(env.count_),
          current_player(env.count_) {}

    // The arrays of `out`, a VectorStep (six arrays) this batch wrote before: each must have
    // its dtype, shape and layout, and be writeable.
    Arrays(const PyVectorEnv& env, const py::object& out, const std::string& where) {
      if (!py::isinstance<py::tuple>(out) || py::len(out) != 6)
        throw Error(where + ": out " + shown(out) + " is not a VectorStep of this batch");
      const py::tuple t = out.cast<py::tuple>();
      const py::ssize_t n = env.count_;
      observations = checked<float>(t[0], {n, env.shape_.planes, env.shape_.ranks, env.shape_.files},
                                    where, "observation");
      masks = checked<bool>(t[1], {n, env.actions_}, where, "action_mask");
      rewards = checked<float>(t[2], {n, 2}, where, "reward");
      terminated = checked<bool>(t[3], {n}, where, "terminated");
      truncated = checked<bool>(t[4], {n}, where, "truncated");
      current_player = checked<std::int8_t>(t[5], {n}, where, "current_player");
    }

    template <class T>
    static py::array_t<T> checked(py::handle value, std::vector<py::ssize_t> shape,
                                  const std::string& where, const char* name) {
      const bool fits = py::isinstance<py::array_t<T>>(value) && [&] {
        const auto a = py::reinterpret_borrow<py::array_t<T>>(value);
        if (a.ndim() != py::ssize_t(shape.size()) || !a.writeable() ||
            !(a.flags() & py::array::c_style))
          return false;
        for (std::size_t d = 0; d < shape.size(); ++d)
          if (a.shape(py::ssize_t(d)) != shape[d]) return false;
        return true;
      }();
      if (!fits)
        throw Error(where + ": out." + name + " is not a writeable C-ordered " +
                    std::string(py::str(py::dtype::of<T>())) + " array of this batch's shape");
      return py::reinterpret_borrow<py::array_t<T>>(value);
    }

    // numpy's bool is one byte holding 0 or 1, as the engine writes it.
    VectorEnvOutput output() {
      return {observations.mutable_data(),
              reinterpret_cast<std::uint8_t*>(masks.mutable_data()),
              rewards.mutable_data(),
              reinterpret_cast<std::uint8_t*>(terminated.mutable_data()),
              reinterpret_cast<std::uint8_t*>(truncated.mutable_data()),
              current_player.mutable_data()};
    }
    py::tuple tuple() const {
      return py::make_tuple(observations, masks, rewards, terminated, truncated, current_player);
    }
  };

  PyGame game_;  // keeps the game the environments play alive
  Any env_;
  // Held while the GIL is released: two Python threads stepping one batch take turns.
  mutable std::mutex busy_;
  int count_ = 0, actions_ = 0;
  ObservationShape shape_{};
};

}  // namespace

void bind_vector_env(py::module_& m, py::class_<PyGame>&) {
  // The most games one VectorEnv steps (the same for every board capacity).
  m.attr("MAX_VECTOR_ENV_GAMES") = VectorEnv<64>::max_count;
  py::class_<PyVectorEnv> cls(m, "VectorEnv",
                              "Games stepped together in C++ (boardlab.envs.VectorEnv wraps it).");
  cls.def(py::init<const PyGame&, int, int>(), py::arg("game"), py::arg("count"),
          py::arg("threads"))
      .def("reset", &PyVectorEnv::reset, py::arg("out") = py::none())
      .def("step", &PyVectorEnv::step, py::arg("actions"), py::arg("out") = py::none())
      .def("random_actions", &PyVectorEnv::random_actions, py::arg("seed"))
      .def("position_text", &PyVectorEnv::position_text, py::arg("index"))
      .def_property_readonly("count", &PyVectorEnv::count)
      .def_property_readonly("num_actions", &PyVectorEnv::action_count)
      .def_property_readonly("observation_shape", &PyVectorEnv::observation_shape_of);
}

}  // namespace boardlab::python
