entry @_softmax_kernel_chunked_Kt1_A2f16_1v8l0_2t1_3i16_p16_A2f16_1v8l0_2t1_3i16_p16_I256_I256_I256(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f16>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>) optimization_hints=<default = {occupancy = 4}> {
  %0 = make_token : token
  %assume = assume div_by<16>, %arg0 : tile<ptr<f16>>
  %assume_0 = assume div_by<16>, %arg1 : tile<i32>
  %assume_1 = assume div_by<16>, %arg2 : tile<i32>
  %assume_2 = assume div_by<8>, %arg3 : tile<i32>
  %assume_3 = assume div_by<16>, %arg5 : tile<ptr<f16>>
  %assume_4 = assume div_by<16>, %arg6 : tile<i32>
  %assume_5 = assume div_by<16>, %arg7 : tile<i32>
  %assume_6 = assume div_by<8>, %arg8 : tile<i32>
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
  %2 = exti %assume_assume_12 signed : tile<i32> -> tile<i64>
  %reshape = reshape %2 : tile<i64> -> tile<1xi64>
  %bcast = broadcast %reshape : tile<1xi64> -> tile<256xi64>
  %3 = exti %assume_assume_14 signed : tile<i32> -> tile<i64>
  %reshape_17 = reshape %3 : tile<i64> -> tile<1xi64>
  %bcast_18 = broadcast %reshape_17 : tile<1xi64> -> tile<256xi64>
  %4 = exti %assume_assume_13 signed : tile<i32> -> tile<i64>
  %reshape_19 = reshape %4 : tile<i64> -> tile<1xi64>
  %bcast_20 = broadcast %reshape_19 : tile<1xi64> -> tile<256xi64>
  %reshape_21 = reshape %assume_3 : tile<ptr<f16>> -> tile<1xptr<f16>>
  %bcast_22 = broadcast %reshape_21 : tile<1xptr<f16>> -> tile<256xptr<f16>>
  %cst_f16 = constant <f16: 0xFC00> : tile<f16>
  %reshape_23 = reshape %cst_f16 : tile<f16> -> tile<1xf16>
  %bcast_24 = broadcast %reshape_23 : tile<1xf16> -> tile<256xf16>
  %cst_0_i32_25 = constant <i32: 0> : tile<i32>
  %cst_1_i32_26 = constant <i32: 1> : tile<i32>
  %5 = exti %assume_assume_12 signed : tile<i32> -> tile<i64>
  %reshape_27 = reshape %5 : tile<i64> -> tile<1xi64>
  %bcast_28 = broadcast %reshape_27 : tile<1xi64> -> tile<256xi64>
  %6 = exti %assume_assume_14 signed : tile<i32> -> tile<i64>
  %reshape_29 = reshape %6 : tile<i64> -> tile<1xi64>
  %bcast_30 = broadcast %reshape_29 : tile<1xi64> -> tile<256xi64>
  %7 = exti %assume_assume_13 signed : tile<i32> -> tile<i64>
  %reshape_31 = reshape %7 : tile<i64> -> tile<1xi64>
  %bcast_32 = broadcast %reshape_31 : tile<1xi64> -> tile<256xi64>
  %reshape_33 = reshape %assume_3 : tile<ptr<f16>> -> tile<1xptr<f16>>
  %bcast_34 = broadcast %reshape_33 : tile<1xptr<f16>> -> tile<256xptr<f16>>
  %cst_f16_35 = constant <f16: 0xFC00> : tile<f16>
  %reshape_36 = reshape %cst_f16_35 : tile<f16> -> tile<1xf16>
  %bcast_37 = broadcast %reshape_36 : tile<1xf16> -> tile<256xf16>
  %cst_1_f32 = constant <f32: 1.000000e+00> : tile<f32>
  %reshape_38 = reshape %cst_1_f32 : tile<f32> -> tile<1xf32>
  %cst_0_i32_39 = constant <i32: 0> : tile<i32>
  %cst_1_i32_40 = constant <i32: 1> : tile<i32>
  %8 = exti %assume_assume_12 signed : tile<i32> -> tile<i64>
  %reshape_41 = reshape %8 : tile<i64> -> tile<1xi64>
  %bcast_42 = broadcast %reshape_41 : tile<1xi64> -> tile<256xi64>
  %9 = exti %assume_assume_14 signed : tile<i32> -> tile<i64>
  %reshape_43 = reshape %9 : tile<i64> -> tile<1xi64>
  %bcast_44 = broadcast %reshape_43 : tile<1xi64> -> tile<256xi64>
  %10 = exti %assume_assume_13 signed : tile<i32> -> tile<i64>
  %reshape_45 = reshape %10 : tile<i64> -> tile<1xi64>
  %bcast_46 = broadcast %reshape_45 : tile<1xi64> -> tile<256xi64>
  %reshape_47 = reshape %assume_3 : tile<ptr<f16>> -> tile<1xptr<f16>>
  %bcast_48 = broadcast %reshape_47 : tile<1xptr<f16>> -> tile<256xptr<f16>>
  %cst_f16_49 = constant <f16: 0xFC00> : tile<f16>
  %reshape_50 = reshape %cst_f16_49 : tile<f16> -> tile<1xf16>
  %bcast_51 = broadcast %reshape_50 : tile<1xf16> -> tile<256xf16>
  %11 = exti %assume_assume signed : tile<i32> -> tile<i64>
  %reshape_52 = reshape %11 : tile<i64> -> tile<1xi64>
  %bcast_53 = broadcast %reshape_52 : tile<1xi64> -> tile<256xi64>
  %12 = exti %assume_assume_11 signed : tile<i32> -> tile<i64>
  %reshape_54 = reshape %12 : tile<i64> -> tile<1xi64>
  %bcast_55 = broadcast %reshape_54 : tile<1xi64> -> tile<256xi64>
  %13 = exti %assume_assume_10 signed : tile<i32> -> tile<i64>
  %reshape_56 = reshape %13 : tile<i64> -> tile<1xi64>
  %bcast_57 = broadcast %reshape_56 : tile<1xi64> -> tile<256xi64>
  %reshape_58 = reshape %assume : tile<ptr<f16>> -> tile<1xptr<f16>>
  %bcast_59 = broadcast %reshape_58 : tile<1xptr<f16>> -> tile<256xptr<f16>>
  %for = for %loopIdx in (%blockId_x to %cst_256_i32, step %gridSize_x) : tile<i32> iter_values(%iterArg0 = %0) -> (token) {
    %14 = exti %loopIdx signed : tile<i32> -> tile<i64>
    %reshape_60 = reshape %14 : tile<i64> -> tile<1xi64>
    %bcast_61 = broadcast %reshape_60 : tile<1xi64> -> tile<256xi64>
    %15 = cmpi less_than %bcast_61, %bcast, unsigned : tile<256xi64> -> tile<256xi1>
    %16 = muli %bcast_61, %bcast_18 : tile<256xi64>
    %for_62 = for %loopIdx_74 in (%cst_0_i32 to %cst_1_i32, step %cst_1_i32_16) : tile<i32> iter_values(%iterArg0_75 = %cst_f32) -> (tile<1xf32>) {
      %27 = muli %loopIdx_74, %cst_256_i32_15 : tile<i32>
      %reshape_76 = reshape %27 : tile<i32> -> tile<1xi32>
      %bcast_77 = broadcast %reshape_76 : tile<1xi32> -> tile<256xi32>
      %28 = addi %bcast_77, %1 : tile<256xi32>
      %29 = exti %28 signed : tile<256xi32> -> tile<256xi64>
      %30 = cmpi less_than %29, %bcast_20, unsigned : tile<256xi64> -> tile<256xi1>
      %31 = andi %15, %30 : tile<256xi1>
      %32 = muli %29, %cst_1_i64 : tile<256xi64>
      %33 = addi %16, %32 : tile<256xi64>
      %34 = offset %bcast_22, %33 : tile<256xptr<f16>>, tile<256xi64> -> tile<256xptr<f16>>
      %result, %result_token = load_ptr_tko weak %34, %31, %bcast_24 token=%0 : tile<256xptr<f16>>, tile<256xi1>, tile<256xf16> -> tile<256xf16>, token
      %35 = ftof %result  : tile<256xf16> -> tile<256xf32>
      %reduce = reduce %35 dim=0 identities=[0xFF800000 : f32] : tile<256xf32> -> tile<f32> 
      (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
        %37 = maxf %reduce_lhs, %reduce_rhs : tile<f32>
        yield %37 : tile<f32>
      }
      %reshape_78 = reshape %reduce : tile<f32> -> tile<1xf32>
      %36 = maxf %iterArg0_75, %reshape_78 : tile<1xf32>
      continue %36 : tile<1xf32>
    }
    %17 = exti %loopIdx signed : tile<i32> -> tile<i64>
    %reshape_63 = reshape %17 : tile<i64> -> tile<1xi64>
    %bcast_64 = broadcast %reshape_63 : tile<1xi64> -> tile<256xi64>
    %18 = cmpi less_than %bcast_64, %bcast_28, unsigned : tile<256xi64> -> tile<256xi1>
    %19 = muli %bcast_64, %bcast_30 : tile<256xi64>
    %bcast_65 = broadcast %for_62 : tile<1xf32> -> tile<256xf32>
    %for_66 = for %loopIdx_74 in (%cst_0_i32_25 to %cst_1_i32, step %cst_1_i32_26) : tile<i32> iter_values(%iterArg0_75 = %cst_0_f32) -> (tile<1xf32>) {
      %27 = muli %loopIdx_74, %cst_256_i32_15 : tile<i32>
      %reshape_76 = reshape %27 : tile<i32> -> tile<1xi32>
      %bcast_77 = broadcast %reshape_76 : tile<1xi32> -> tile<256xi32>
      %28 = addi %bcast_77, %1 : tile<256xi32>
      %29 = exti %28 signed : tile<256xi32> -> tile<256xi64>
      %30 = cmpi less_than %29, %bcast_32, unsigned : tile<256xi64> -> tile<256xi1>
      %31 = andi %18, %30 : tile<256xi1>
      %32 = muli %29, %cst_1_i64_7 : tile<256xi64>
      %33 = addi %19, %32 : tile<256xi64>
      %34 = offset %bcast_34, %33 : tile<256xptr<f16>>, tile<256xi64> -> tile<256xptr<f16>>
      %result, %result_token = load_ptr_tko weak %34, %31, %bcast_37 token=%0 : tile<256xptr<f16>>, tile<256xi1>, tile<256xf16> -> tile<256xf16>, token
      %35 = ftof %result  : tile<256xf16> -> tile<256xf32>
      %36 = subf %35, %bcast_65  : tile<256xf32>
      %37 = exp %36 rounding<approx> : tile<256xf32>
      %reduce = reduce %37 dim=0 identities=[0.000000e+00 : f32] : tile<256xf32> -> tile<f32> 
      (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
        %39 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
        yield %39 : tile<f32>
      }
      %reshape_78 = reshape %reduce : tile<f32> -> tile<1xf32>
      %38 = addf %iterArg0_75, %reshape_78  : tile<1xf32>
      continue %38 : tile<1xf32>
    }
    %20 = divf %reshape_38, %for_66 rounding<approx> flush_to_zero : tile<1xf32>
    %21 = exti %loopIdx signed : tile<i32> -> tile<i64>
    %reshape_67 = reshape %21 : tile<i64> -> tile<1xi64>
    %bcast_68 = broadcast %reshape_67 : tile<1xi64> -> tile<256xi64>
    %22 = cmpi less_than %bcast_68, %bcast_42, unsigned : tile<256xi64> -> tile<256xi1>
    %23 = muli %bcast_68, %bcast_44 : tile<256xi64>
    %bcast_69 = broadcast %for_62 : tile<1xf32> -> tile<256xf32>
    %bcast_70 = broadcast %20 : tile<1xf32> -> tile<256xf32>
    %24 = exti %loopIdx signed : tile<i32> -> tile<i64>
    %reshape_71 = reshape %24 : tile<i64> -> tile<1xi64>
    %bcast_72 = broadcast %reshape_71 : tile<1xi64> -> tile<256xi64>
    %25 = cmpi less_than %bcast_72, %bcast_53, unsigned : tile<256xi64> -> tile<256xi1>
    %26 = muli %bcast_72, %bcast_55 : tile<256xi64>
    %for_73 = for %loopIdx_74 in (%cst_0_i32_39 to %cst_1_i32, step %cst_1_i32_40) : tile<i32> iter_values(%iterArg0_75 = %iterArg0) -> (token) {
      %27 = muli %loopIdx_74, %cst_256_i32_15 : tile<i32>
      %reshape_76 = reshape %27 : tile<i32> -> tile<1xi32>
      %bcast_77 = broadcast %reshape_76 : tile<1xi32> -> tile<256xi32>
      %28 = addi %bcast_77, %1 : tile<256xi32>
      %29 = exti %28 signed : tile<256xi32> -> tile<256xi64>
      %30 = cmpi less_than %29, %bcast_46, unsigned : tile<256xi64> -> tile<256xi1>
      %31 = andi %22, %30 : tile<256xi1>
      %32 = muli %29, %cst_1_i64_8 : tile<256xi64>
      %33 = addi %23, %32 : tile<256xi64>
      %34 = offset %bcast_48, %33 : tile<256xptr<f16>>, tile<256xi64> -> tile<256xptr<f16>>
      %result, %result_token = load_ptr_tko weak %34, %31, %bcast_51 token=%0 : tile<256xptr<f16>>, tile<256xi1>, tile<256xf16> -> tile<256xf16>, token
      %35 = ftof %result  : tile<256xf16> -> tile<256xf32>
      %36 = subf %35, %bcast_69  : tile<256xf32>
      %37 = exp %36 rounding<approx> : tile<256xf32>
      %38 = mulf %37, %bcast_70  : tile<256xf32>
      %39 = ftof %38  : tile<256xf32> -> tile<256xf16>
      %40 = exti %28 signed : tile<256xi32> -> tile<256xi64>
      %41 = cmpi less_than %40, %bcast_57, unsigned : tile<256xi64> -> tile<256xi1>
      %42 = andi %25, %41 : tile<256xi1>
      %43 = muli %40, %cst_1_i64_9 : tile<256xi64>
      %44 = addi %26, %43 : tile<256xi64>
      %45 = offset %bcast_59, %44 : tile<256xptr<f16>>, tile<256xi64> -> tile<256xptr<f16>>
      %46 = store_ptr_tko weak %45, %39, %42 token=%iterArg0_75 : tile<256xptr<f16>>, tile<256xf16>, tile<256xi1> -> token
      continue %46 : token
    }
    continue %for_73 : token
  }
  return
}
