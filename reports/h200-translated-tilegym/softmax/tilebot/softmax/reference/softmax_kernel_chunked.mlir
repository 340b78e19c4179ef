entry @_softmax_kernel_chunked_Kt1_A2f32_1v4l0_2t1_3i16_p16_A2f32_1v4l0_2t1_3i16_p16_I256_I256_I256(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>) optimization_hints=<default = {occupancy = 4}> {
  %0 = make_token : token
  %assume = assume div_by<16>, %arg0 : tile<ptr<f32>>
  %assume_0 = assume div_by<16>, %arg1 : tile<i32>
  %assume_1 = assume div_by<16>, %arg2 : tile<i32>
  %assume_2 = assume div_by<4>, %arg3 : tile<i32>
  %assume_3 = assume div_by<16>, %arg5 : tile<ptr<f32>>
  %assume_4 = assume div_by<16>, %arg6 : tile<i32>
  %assume_5 = assume div_by<16>, %arg7 : tile<i32>
  %assume_6 = assume div_by<4>, %arg8 : tile<i32>
  %cst_1_i64 = constant <i64: 1> : tile<256xi64>
  %cst_1_i64_7 = constant <i64: 1> : tile<256xi64>
  %cst_1_i64_8 = constant <i64: 1> : tile<256xi64>
  %cst_1_i64_9 = constant <i64: 1> : tile<256xi64>
  %assume_assume = assume bounded<0, ?>, %assume_0 : tile<i32>
  %assume_assume_10 = assume bounded<0, ?>, %assume_1 : tile<i32>
  %assume_assume_11 = assume bounded<0, ?>, %assume_2 : tile<i32>
  %assume_assume_12 = assume bounded<0, ?>, %assume_4 : tile<i32>
  %assume_assume_13 = assume bounded<0, ?>, %assume_5 : tile<i32>
  %assume_assume_14 = assume bounded<0, ?>, %assume_6 : tile<i32>
  %cst_256_i32 = constant <i32: 256> : tile<i32>
  %cst_256_i32_15 = constant <i32: 256> : tile<i32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %gridSize_x, %gridSize_y, %gridSize_z = get_num_tile_blocks : tile<i32>
  %cst_f32 = constant <f32: 0xFF800000> : tile<1xf32>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<1xf32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %1 = iota : tile<256xi32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %cst_1_i32_16 = constant <i32: 1> : tile<i32>
  %cst_f32_17 = constant <f32: 0xFF800000> : tile<f32>
  %2 = exti %assume_assume_12 signed : tile<i32> -> tile<i64>
  %reshape = reshape %2 : tile<i64> -> tile<1xi64>
  %bcast = broadcast %reshape : tile<1xi64> -> tile<256xi64>
  %3 = exti %assume_assume_14 signed : tile<i32> -> tile<i64>
  %reshape_18 = reshape %3 : tile<i64> -> tile<1xi64>
  %bcast_19 = broadcast %reshape_18 : tile<1xi64> -> tile<256xi64>
  %4 = exti %assume_assume_13 signed : tile<i32> -> tile<i64>
  %reshape_20 = reshape %4 : tile<i64> -> tile<1xi64>
  %bcast_21 = broadcast %reshape_20 : tile<1xi64> -> tile<256xi64>
  %reshape_22 = reshape %assume_3 : tile<ptr<f32>> -> tile<1xptr<f32>>
  %bcast_23 = broadcast %reshape_22 : tile<1xptr<f32>> -> tile<256xptr<f32>>
  %reshape_24 = reshape %cst_f32_17 : tile<f32> -> tile<1xf32>
  %bcast_25 = broadcast %reshape_24 : tile<1xf32> -> tile<256xf32>
  %cst_0_i32_26 = constant <i32: 0> : tile<i32>
  %cst_1_i32_27 = constant <i32: 1> : tile<i32>
  %cst_f32_28 = constant <f32: 0xFF800000> : tile<f32>
  %5 = exti %assume_assume_12 signed : tile<i32> -> tile<i64>
  %reshape_29 = reshape %5 : tile<i64> -> tile<1xi64>
  %bcast_30 = broadcast %reshape_29 : tile<1xi64> -> tile<256xi64>
  %6 = exti %assume_assume_14 signed : tile<i32> -> tile<i64>
  %reshape_31 = reshape %6 : tile<i64> -> tile<1xi64>
  %bcast_32 = broadcast %reshape_31 : tile<1xi64> -> tile<256xi64>
  %7 = exti %assume_assume_13 signed : tile<i32> -> tile<i64>
  %reshape_33 = reshape %7 : tile<i64> -> tile<1xi64>
  %bcast_34 = broadcast %reshape_33 : tile<1xi64> -> tile<256xi64>
  %reshape_35 = reshape %assume_3 : tile<ptr<f32>> -> tile<1xptr<f32>>
  %bcast_36 = broadcast %reshape_35 : tile<1xptr<f32>> -> tile<256xptr<f32>>
  %reshape_37 = reshape %cst_f32_28 : tile<f32> -> tile<1xf32>
  %bcast_38 = broadcast %reshape_37 : tile<1xf32> -> tile<256xf32>
  %cst_1_f32 = constant <f32: 1.000000e+00> : tile<f32>
  %reshape_39 = reshape %cst_1_f32 : tile<f32> -> tile<1xf32>
  %cst_0_i32_40 = constant <i32: 0> : tile<i32>
  %cst_1_i32_41 = constant <i32: 1> : tile<i32>
  %cst_f32_42 = constant <f32: 0xFF800000> : tile<f32>
  %8 = exti %assume_assume_12 signed : tile<i32> -> tile<i64>
  %reshape_43 = reshape %8 : tile<i64> -> tile<1xi64>
  %bcast_44 = broadcast %reshape_43 : tile<1xi64> -> tile<256xi64>
  %9 = exti %assume_assume_14 signed : tile<i32> -> tile<i64>
  %reshape_45 = reshape %9 : tile<i64> -> tile<1xi64>
  %bcast_46 = broadcast %reshape_45 : tile<1xi64> -> tile<256xi64>
  %10 = exti %assume_assume_13 signed : tile<i32> -> tile<i64>
  %reshape_47 = reshape %10 : tile<i64> -> tile<1xi64>
  %bcast_48 = broadcast %reshape_47 : tile<1xi64> -> tile<256xi64>
  %reshape_49 = reshape %assume_3 : tile<ptr<f32>> -> tile<1xptr<f32>>
  %bcast_50 = broadcast %reshape_49 : tile<1xptr<f32>> -> tile<256xptr<f32>>
  %reshape_51 = reshape %cst_f32_42 : tile<f32> -> tile<1xf32>
  %bcast_52 = broadcast %reshape_51 : tile<1xf32> -> tile<256xf32>
  %11 = exti %assume_assume signed : tile<i32> -> tile<i64>
  %reshape_53 = reshape %11 : tile<i64> -> tile<1xi64>
  %bcast_54 = broadcast %reshape_53 : tile<1xi64> -> tile<256xi64>
  %12 = exti %assume_assume_11 signed : tile<i32> -> tile<i64>
  %reshape_55 = reshape %12 : tile<i64> -> tile<1xi64>
  %bcast_56 = broadcast %reshape_55 : tile<1xi64> -> tile<256xi64>
  %13 = exti %assume_assume_10 signed : tile<i32> -> tile<i64>
  %reshape_57 = reshape %13 : tile<i64> -> tile<1xi64>
  %bcast_58 = broadcast %reshape_57 : tile<1xi64> -> tile<256xi64>
  %reshape_59 = reshape %assume : tile<ptr<f32>> -> tile<1xptr<f32>>
  %bcast_60 = broadcast %reshape_59 : tile<1xptr<f32>> -> tile<256xptr<f32>>
  %for = for %loopIdx in (%blockId_x to %cst_256_i32, step %gridSize_x) : tile<i32> iter_values(%iterArg0 = %0) -> (token) {
    %14 = exti %loopIdx signed : tile<i32> -> tile<i64>
    %reshape_61 = reshape %14 : tile<i64> -> tile<1xi64>
    %bcast_62 = broadcast %reshape_61 : tile<1xi64> -> tile<256xi64>
    %15 = cmpi less_than %bcast_62, %bcast, unsigned : tile<256xi64> -> tile<256xi1>
    %16 = muli %bcast_62, %bcast_19 : tile<256xi64>
    %for_63 = for %loopIdx_75 in (%cst_0_i32 to %cst_1_i32, step %cst_1_i32_16) : tile<i32> iter_values(%iterArg0_76 = %cst_f32) -> (tile<1xf32>) {
      %27 = muli %loopIdx_75, %cst_256_i32_15 : tile<i32>
      %reshape_77 = reshape %27 : tile<i32> -> tile<1xi32>
      %bcast_78 = broadcast %reshape_77 : tile<1xi32> -> tile<256xi32>
      %28 = addi %bcast_78, %1 : tile<256xi32>
      %29 = exti %28 signed : tile<256xi32> -> tile<256xi64>
      %30 = cmpi less_than %29, %bcast_21, unsigned : tile<256xi64> -> tile<256xi1>
      %31 = andi %15, %30 : tile<256xi1>
      %32 = muli %29, %cst_1_i64 : tile<256xi64>
      %33 = addi %16, %32 : tile<256xi64>
      %34 = offset %bcast_23, %33 : tile<256xptr<f32>>, tile<256xi64> -> tile<256xptr<f32>>
      %result, %result_token = load_ptr_tko weak %34, %31, %bcast_25 token=%0 : tile<256xptr<f32>>, tile<256xi1>, tile<256xf32> -> tile<256xf32>, token
      %reduce = reduce %result dim=0 identities=[0xFF800000 : f32] : tile<256xf32> -> tile<f32> 
      (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
        %36 = maxf %reduce_lhs, %reduce_rhs : tile<f32>
        yield %36 : tile<f32>
      }
      %reshape_79 = reshape %reduce : tile<f32> -> tile<1xf32>
      %35 = maxf %iterArg0_76, %reshape_79 : tile<1xf32>
      continue %35 : tile<1xf32>
    }
    %17 = exti %loopIdx signed : tile<i32> -> tile<i64>
    %reshape_64 = reshape %17 : tile<i64> -> tile<1xi64>
    %bcast_65 = broadcast %reshape_64 : tile<1xi64> -> tile<256xi64>
    %18 = cmpi less_than %bcast_65, %bcast_30, unsigned : tile<256xi64> -> tile<256xi1>
    %19 = muli %bcast_65, %bcast_32 : tile<256xi64>
    %bcast_66 = broadcast %for_63 : tile<1xf32> -> tile<256xf32>
    %for_67 = for %loopIdx_75 in (%cst_0_i32_26 to %cst_1_i32, step %cst_1_i32_27) : tile<i32> iter_values(%iterArg0_76 = %cst_0_f32) -> (tile<1xf32>) {
      %27 = muli %loopIdx_75, %cst_256_i32_15 : tile<i32>
      %reshape_77 = reshape %27 : tile<i32> -> tile<1xi32>
      %bcast_78 = broadcast %reshape_77 : tile<1xi32> -> tile<256xi32>
      %28 = addi %bcast_78, %1 : tile<256xi32>
      %29 = exti %28 signed : tile<256xi32> -> tile<256xi64>
      %30 = cmpi less_than %29, %bcast_34, unsigned : tile<256xi64> -> tile<256xi1>
      %31 = andi %18, %30 : tile<256xi1>
      %32 = muli %29, %cst_1_i64_7 : tile<256xi64>
      %33 = addi %19, %32 : tile<256xi64>
      %34 = offset %bcast_36, %33 : tile<256xptr<f32>>, tile<256xi64> -> tile<256xptr<f32>>
      %result, %result_token = load_ptr_tko weak %34, %31, %bcast_38 token=%0 : tile<256xptr<f32>>, tile<256xi1>, tile<256xf32> -> tile<256xf32>, token
      %35 = subf %result, %bcast_66  : tile<256xf32>
      %36 = exp %35 rounding<approx> : tile<256xf32>
      %reduce = reduce %36 dim=0 identities=[0.000000e+00 : f32] : tile<256xf32> -> tile<f32> 
      (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
        %38 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
        yield %38 : tile<f32>
      }
      %reshape_79 = reshape %reduce : tile<f32> -> tile<1xf32>
      %37 = addf %iterArg0_76, %reshape_79  : tile<1xf32>
      continue %37 : tile<1xf32>
    }
    %20 = divf %reshape_39, %for_67 rounding<approx> flush_to_zero : tile<1xf32>
    %21 = exti %loopIdx signed : tile<i32> -> tile<i64>
    %reshape_68 = reshape %21 : tile<i64> -> tile<1xi64>
    %bcast_69 = broadcast %reshape_68 : tile<1xi64> -> tile<256xi64>
    %22 = cmpi less_than %bcast_69, %bcast_44, unsigned : tile<256xi64> -> tile<256xi1>
    %23 = muli %bcast_69, %bcast_46 : tile<256xi64>
    %bcast_70 = broadcast %for_63 : tile<1xf32> -> tile<256xf32>
    %bcast_71 = broadcast %20 : tile<1xf32> -> tile<256xf32>
    %24 = exti %loopIdx signed : tile<i32> -> tile<i64>
    %reshape_72 = reshape %24 : tile<i64> -> tile<1xi64>
    %bcast_73 = broadcast %reshape_72 : tile<1xi64> -> tile<256xi64>
    %25 = cmpi less_than %bcast_73, %bcast_54, unsigned : tile<256xi64> -> tile<256xi1>
    %26 = muli %bcast_73, %bcast_56 : tile<256xi64>
    %for_74 = for %loopIdx_75 in (%cst_0_i32_40 to %cst_1_i32, step %cst_1_i32_41) : tile<i32> iter_values(%iterArg0_76 = %iterArg0) -> (token) {
      %27 = muli %loopIdx_75, %cst_256_i32_15 : tile<i32>
      %reshape_77 = reshape %27 : tile<i32> -> tile<1xi32>
      %bcast_78 = broadcast %reshape_77 : tile<1xi32> -> tile<256xi32>
      %28 = addi %bcast_78, %1 : tile<256xi32>
      %29 = exti %28 signed : tile<256xi32> -> tile<256xi64>
      %30 = cmpi less_than %29, %bcast_48, unsigned : tile<256xi64> -> tile<256xi1>
      %31 = andi %22, %30 : tile<256xi1>
      %32 = muli %29, %cst_1_i64_8 : tile<256xi64>
      %33 = addi %23, %32 : tile<256xi64>
      %34 = offset %bcast_50, %33 : tile<256xptr<f32>>, tile<256xi64> -> tile<256xptr<f32>>
      %result, %result_token = load_ptr_tko weak %34, %31, %bcast_52 token=%0 : tile<256xptr<f32>>, tile<256xi1>, tile<256xf32> -> tile<256xf32>, token
      %35 = subf %result, %bcast_70  : tile<256xf32>
      %36 = exp %35 rounding<approx> : tile<256xf32>
      %37 = mulf %36, %bcast_71  : tile<256xf32>
      %38 = exti %28 signed : tile<256xi32> -> tile<256xi64>
      %39 = cmpi less_than %38, %bcast_58, unsigned : tile<256xi64> -> tile<256xi1>
      %40 = andi %25, %39 : tile<256xi1>
      %41 = muli %38, %cst_1_i64_9 : tile<256xi64>
      %42 = addi %26, %41 : tile<256xi64>
      %43 = offset %bcast_60, %42 : tile<256xptr<f32>>, tile<256xi64> -> tile<256xptr<f32>>
      %44 = store_ptr_tko weak %43, %37, %40 token=%iterArg0_76 : tile<256xptr<f32>>, tile<256xf32>, tile<256xi1> -> token
      continue %44 : token
    }
    continue %for_74 : token
  }
  return
}
